import { createRng } from '../lib/prng';
import type { ChatAttachment, ChatMessage, ChatOrigin, ClosedChat, Patient, PatientMessage, Professional } from '../types';

/** Its own stream per ticket (this seed plus the message id): nothing seeded before moves. */
const CHATS_SEED = 20_240_704;
const MINUTE_MS = 60_000;

type Step = readonly [origin: ChatOrigin, text: string, file?: string];

/**
 * The conversations, one per handled demand. In the texts `{first}` is the patient's first name and
 * `{o}` the ending of the patient's gender ('o'/'a'); a file is 'base.pdf' or 'base.png', dated on send.
 */
const scripts: readonly (readonly Step[])[] = [
  [
    ['Patient', 'Bom dia! Saiu o resultado do hemograma, segue em anexo.', 'hemograma.pdf'],
    ['Professional', 'Bom dia, {first}! Recebemos o exame e já encaminhamos para a equipe médica.'],
    ['Doctor', 'Os leucócitos estão um pouco baixos, o que é esperado após a quimioterapia. Pode manter a próxima sessão.'],
    ['Patient', 'Muito obrigad{o}!'],
  ],
  [
    ['Patient', 'A pele em volta do cateter está avermelhada. Tirei uma foto.', 'foto-cateter.png'],
    ['Professional', 'Recebemos a foto, {first}. Vou mostrar para o médico da equipe.'],
    ['Doctor', 'Parece uma irritação local. Faça compressas frias e, se aparecer secreção ou febre, venha ao pronto-atendimento.'],
  ],
  [
    ['Patient', 'Meu remédio para enjoo está acabando. Preciso de uma nova receita.'],
    ['Professional', 'Vou pedir ao médico para renovar, {first}.'],
    ['Doctor', 'Segue a receita da ondansetrona: 8 mg de 8 em 8 horas se tiver enjoo.', 'receita-ondansetrona.pdf'],
    ['Patient', 'Recebi, obrigad{o}.'],
  ],
  [
    ['Patient', 'Posso remarcar a consulta de quinta-feira? Não vou conseguir transporte.'],
    ['Professional', 'Claro, {first}. Temos horário na segunda-feira às 14h. Pode ser?'],
    ['Patient', 'Pode sim, obrigad{o}!'],
    ['Doctor', 'Consulta remarcada. Traga os exames mais recentes.'],
  ],
  [
    ['Patient', 'Estou muito enjoad{o} desde a quimioterapia.'],
    ['Professional', 'Beba líquidos aos poucos e coma pequenas quantidades. Mando as orientações da equipe.', 'orientacoes-nauseas.pdf'],
    ['Doctor', 'Se os vômitos continuarem por mais de 24 horas, procure o pronto-atendimento.'],
  ],
  [
    ['Patient', 'A dor nas costas voltou mais forte hoje, nota 7.'],
    ['Professional', 'Você tomou a medicação de resgate, {first}?'],
    ['Patient', 'Tomei há uma hora e melhorou um pouco.'],
    ['Doctor', 'Vamos aumentar a dose da morfina de liberação prolongada. Avise se a dor passar de 8.'],
  ],
  [
    ['Patient', 'Fiz a tomografia ontem. Segue o laudo.', 'laudo-tomografia.pdf'],
    ['Patient', 'E uma foto da imagem que me entregaram.', 'imagem-tomografia.png'],
    ['Professional', 'Recebido, {first}. A médica vai avaliar.'],
    ['Doctor', 'O laudo mostra redução das lesões em relação ao exame anterior. Conversamos melhor na consulta.'],
  ],
  [
    ['Patient', 'Estou com feridas na boca e dói para comer.', 'foto-boca.png'],
    ['Professional', 'Faça bochechos com água bicarbonatada quatro vezes ao dia, {first}.'],
    ['Doctor', 'Vou prescrever também um gel anestésico.', 'receita-gel-bucal.pdf'],
  ],
  [
    ['Patient', 'Posso comer frutas cruas durante o tratamento?'],
    ['Professional', 'Pode sim, bem lavadas. Segue o guia de alimentação da nutricionista.', 'guia-alimentacao.pdf'],
    ['Doctor', 'Evite apenas nos dias em que os leucócitos estiverem baixos.'],
  ],
  [
    ['Patient', 'Preciso de um atestado para o trabalho nos dias da quimioterapia.'],
    ['Professional', 'Vou solicitar ao médico, {first}.'],
    ['Doctor', 'Atestado em anexo.', 'atestado-medico.pdf'],
  ],
  [
    ['Patient', 'Medi a temperatura e deu 38,2 °C.'],
    ['Professional', 'Como você está em quimioterapia, procure o pronto-atendimento agora, {first}.'],
    ['Patient', 'Estou indo.'],
    ['Doctor', 'A equipe do pronto-atendimento já foi avisada.'],
  ],
];

interface Senders {
  doctor: string;
  professional: string;
}

/** The team's leader (or first member) as the doctor, a navigator (or another member) as the professional. */
function sendersOf(patient: Patient, professionals: readonly Professional[]): Senders {
  const members = professionals.filter((p) => p.TeamIds.includes(patient.TeamId));
  const doctor = members.find((p) => p.Profile === 'Leader') ?? members[0];
  const other = members.find((p) => p !== doctor && p.NavigatorTeamIds.includes(patient.TeamId)) ?? members.find((p) => p !== doctor);
  return {
    doctor: doctor ? `${doctor.Gender === 'Feminino' ? 'Dra.' : 'Dr.'} ${doctor.Name}` : 'Equipe médica',
    professional: other?.Name ?? 'Equipe de enfermagem',
  };
}

/** 'hemograma.pdf' sent on that day -> 'hemograma-2025-05-03.pdf'. */
function datedFile(file: string, iso: string): { name: string; type: ChatAttachment['FileType'] } {
  const [base = file, extension] = file.split('.');
  const type = extension === 'png' ? 'png' : 'pdf';
  return { name: `${base}-${iso.slice(0, 10)}.${type}`, type };
}

/** A closed chat for each handled demand (a message that is no longer pending) of a followed patient. */
export function seedChats(demands: readonly PatientMessage[], patients: readonly Patient[], professionals: readonly Professional[], now: Date): ClosedChat[] {
  const byId = new Map(patients.map((patient) => [patient.Id, patient]));
  const chats: ClosedChat[] = [];
  let messageId = 0;
  let attachmentId = 0;
  for (const demand of [...demands].filter((item) => !item.Pending).sort((a, b) => a.Id - b.Id)) {
    const patient = byId.get(demand.PatientId);
    if (!patient) continue;
    const rng = createRng(CHATS_SEED + demand.Id);
    const script = rng.pick(scripts);
    const senders = sendersOf(patient, professionals);
    const first = patient.Name.split(' ')[0] ?? patient.Name;
    const ending = patient.Gender === 'Feminino' ? 'a' : 'o';
    const opened = Date.parse(demand.DateAndTime);
    // Replies some minutes apart, squeezed in before the anchor when the demand is very recent.
    const offsets = script.map((_, index) => (index === 0 ? 0 : rng.int(3, 90)));
    offsets.forEach((offset, index) => {
      if (index > 0) offsets[index] = offset + (offsets[index - 1] ?? 0);
    });
    const span = offsets.at(-1) ?? 0;
    const room = Math.max(0, Math.floor((now.getTime() - opened) / MINUTE_MS));
    const messages: ChatMessage[] = script.map(([origin, text, file], index) => {
      const minutes = span > room ? Math.floor(((offsets[index] ?? 0) * room) / span) : (offsets[index] ?? 0);
      const iso = new Date(opened + minutes * MINUTE_MS).toISOString();
      const sender = origin === 'Patient' ? patient.Name : origin === 'Doctor' ? senders.doctor : senders.professional;
      const attached = file ? datedFile(file, iso) : null;
      return {
        Id: ++messageId,
        DateAndTime: iso,
        Origin: origin,
        SenderName: sender,
        Message: text.replaceAll('{first}', first).replaceAll('{o}', ending),
        AttachedDocument: attached ? { Id: ++attachmentId, Name: attached.name, FileType: attached.type } : null,
      };
    });
    chats.push({ Id: demand.Id, PatientId: patient.Id, Date: demand.DateAndTime, Messages: messages });
  }
  return chats;
}
