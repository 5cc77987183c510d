import { Paper, Stack, Text } from '@mantine/core';
import { BLANK, formatDateTime } from '@/lib/format';
import { messages } from '@/messages/screens';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { intensityText } from '../display';
import type { SymptomEntry } from '../symptomSchemas';

const m = messages.clinicalEvolution;

function Labelled({ label, text }: { label: string; text: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {text}
    </Text>
  );
}

/**
 * One check-in of the patient (spec 02 §3): when, then what was felt. 'sem sintomas'; each symptom
 * with its intensity by its scale; a symptom not in the app's list, as the patient described it
 * (the message); otherwise the message is the patient's comment.
 */
export function SymptomEntryItem({ entry }: { entry: SymptomEntry }) {
  return (
    <Paper component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Text fw={700} size="sm" component="p" m={0}>
          {entry.at ? <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> : BLANK}
        </Text>
        {entry.noSymptoms && <Text size="sm">{m.noSymptomsEntry}</Text>}
        {entry.evolutions.items.map((evolution, index) => (
          <Labelled
            key={`${evolution.symptom.Name ?? evolution.symptom.Id ?? ''}-${index}`}
            label={evolution.symptom.Name ?? BLANK}
            text={intensityText(evolution)}
          />
        ))}
        <UnreadableNotice count={entry.evolutions.unreadable} text={messages.unreadable.items} />
        {entry.missingSymptom && <Labelled label={m.missingSymptom} text={entry.message ?? BLANK} />}
        {!entry.missingSymptom && entry.message !== null && <Labelled label={m.message} text={entry.message} />}
      </Stack>
    </Paper>
  );
}
