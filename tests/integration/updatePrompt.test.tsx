import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '@/ui/UiProvider';
import { UpdatePrompt } from '@/offline/UpdatePrompt';
import { pwaStub } from '../stubs/pwa-register-react';

function show() {
  return render(
    <Providers env="test">
      <UpdatePrompt />
    </Providers>,
  );
}

describe('update notice', () => {
  it('stays hidden while no new version waits', () => {
    pwaStub.needRefresh = false;
    show();
    expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument();
  });

  it('waits for the user: Atualizar activates the new worker, Depois hides the notice', async () => {
    pwaStub.needRefresh = true;
    pwaStub.updateServiceWorker.mockClear();
    const user = userEvent.setup();
    const view = show();
    expect(await screen.findByText('Nova versão disponível')).toBeInTheDocument();
    expect(pwaStub.updateServiceWorker).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(pwaStub.updateServiceWorker).toHaveBeenCalledWith(true);
    view.unmount();

    show();
    await user.click(await screen.findByRole('button', { name: 'Depois' }));
    expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument();
  });
});
