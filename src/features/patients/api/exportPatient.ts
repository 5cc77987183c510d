import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/api/download';
import { messages } from '@/messages/screens';
import { saveFile } from '@/ui/saveFile';

/** `GET api/patient/export/{id}` (spec 02 §7): the Ficha as a PDF, saved under the server's name. */
export function useExportPatient(id: string) {
  return useMutation({
    mutationFn: async () => {
      const file = await downloadFile(`api/patient/export/${encodeURIComponent(id)}`, messages.ficha.exportName(id));
      saveFile(file.blob, file.fileName);
    },
  });
}
