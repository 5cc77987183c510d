import { useContext, type ComponentType, type ReactNode } from 'react';
import { MantineContext, MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

interface Props {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals (jsdom). */
  env?: 'default' | 'test';
}

/** Mantine's provider with the console's theme. */
export function Providers({ children, env = 'default' }: Props) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}

/**
 * Around every part built with Mantine that can show outside the signed-in layout (a lazy part
 * at the root, a public screen other than the login, the lock screen): the login route's first
 * load holds no Mantine code, so there is no provider at the root (decision 0027). Inside
 * another provider (the signed-in layout's, a test's) it adds nothing.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const outer = useContext(MantineContext);
  return outer ? children : <Providers>{children}</Providers>;
}

/** `Component` inside its own UiProvider: a lazy part, or a public screen, that can show where no provider is. */
export function withUiProvider<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode {
  function WithUiProvider(props: P) {
    return (
      <UiProvider>
        <Component {...props} />
      </UiProvider>
    );
  }
  WithUiProvider.displayName = `withUiProvider(${Component.displayName ?? Component.name})`;
  return WithUiProvider;
}
