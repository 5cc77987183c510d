import { useId } from 'react';
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowList } from '@/api/list';
import { BLANK, formatDateTime } from '@/lib/format';
import { messages } from '@/messages/screens';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { psLabel } from '../display';
import { QOL_ITEMS, type QolItem } from '../qualityOfLife';
import { answerFor, type PainReading, type WeeklyReport } from '../schemas';
import { PainLine } from './PainLine';
import { PsDot } from './PsDot';

const m = messages.clinicalEvolution;

function answerText(report: WeeklyReport, item: QolItem): string {
  const answer = answerFor(report, item);
  if (!answer) return m.noAnswer;
  if (answer.rating !== null) return m.rating(answer.rating, m.ratings[item][answer.rating - 1] ?? BLANK);
  // Off the 1–3 scale: shown as sent, never dressed up as a description.
  return answer.raw === null ? BLANK : String(answer.raw);
}

interface Props {
  report: WeeklyReport;
  pain: UseQueryResult<RowList<PainReading>>;
}

/** The chosen week (spec 02 §2): its date, PS, the five quality-of-life answers and the pain then. */
export function WeekDetail({ report, pain }: Props) {
  const titleId = useId();
  const others = report.answers.items.filter((answer) => answer.item === null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={4} id={titleId}>
          {m.detailTitle(formatDateTime(report.at))}
        </Title>
        <Text>
          <Text span fw={600}>
            {m.columnPs}:
          </Text>{' '}
          <PsDot level={report.ps} /> {psLabel(report.ps)}
        </Text>
        <Title order={5}>{m.qualityOfLife}</Title>
        <UnreadableNotice count={report.answers.unreadable} text={messages.unreadable.items} />
        <Box component="dl" m={0}>
          {QOL_ITEMS.map((item) => (
            <div key={item} style={{ marginBottom: 8 }}>
              <Text component="dt" fw={600} size="sm">
                {m.items[item]}
              </Text>
              <Text component="dd" m={0} size="sm">
                {answerText(report, item)}
              </Text>
            </div>
          ))}
          {others.map((answer, index) => (
            <div key={`${answer.name ?? ''}-${index}`} style={{ marginBottom: 8 }}>
              <Text component="dt" fw={600} size="sm">
                {answer.name ?? BLANK}
              </Text>
              <Text component="dd" m={0} size="sm">
                {answer.rawIntensity === null ? BLANK : String(answer.rawIntensity)}
              </Text>
            </div>
          ))}
        </Box>
        <Title order={5}>{m.painTitle}</Title>
        <PainLine pain={pain} at={report.at} />
      </Stack>
    </Paper>
  );
}
