import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Providers } from '@/ui/UiProvider';
import { lazyModule } from '@/ui/lazyModule';

function show(node: React.ReactNode) {
  return render(<Providers env="test">{node}</Providers>);
}

describe('lazyModule', () => {
  afterEach(cleanup);

  it('shows the fallback, then the component once its code arrives', async () => {
    const part = lazyModule(() => Promise.resolve({ default: ({ name }: { name: string }) => <p>Olá, {name}</p> }));
    show(<part.Lazy name="Ana" fallback={<span>carregando</span>} />);
    expect(screen.getByText('carregando')).toBeInTheDocument();
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
  });

  it('offers a reload when the code is gone after a deploy', async () => {
    const part = lazyModule<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    show(<part.Lazy fallback={null} />);
    expect(await screen.findByRole('button', { name: 'Recarregar a página' })).toBeInTheDocument();
    expect(screen.getByText(/Recarregue a página para usar a nova versão/)).toBeInTheDocument();
  });

  it('shows the failure view a part gives in place of the plain notice', async () => {
    const part = lazyModule<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    show(<part.Lazy fallback={null} failure={<section aria-label="Moldura">fora do ar</section>} />);
    expect(await screen.findByRole('region', { name: 'Moldura' })).toHaveTextContent('fora do ar');
    expect(screen.queryByRole('button', { name: 'Recarregar a página' })).not.toBeInTheDocument();
  });
});
