import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@/messages/screens';
import classes from './SubscriberNotice.module.css';

interface Props {
  image: string;
  /** Shown at 768 px or less. */
  mobileImage: string;
  contactEmail: string;
  text?: string;
}

/** A blurred premium image behind the 'only for subscribers' notice and a contact mail link. */
export function SubscriberNotice({ image, mobileImage, contactEmail, text }: Props) {
  return (
    <Box className={classes.root}>
      <picture>
        <source media="(max-width: 768px)" srcSet={mobileImage} />
        <img src={image} alt="" className={classes.image} />
      </picture>
      <Paper className={classes.card} shadow="md" p="xl" radius="md" withBorder>
        <Stack gap="sm" align="center" ta="center">
          <Title order={2} size="h3">
            {messages.dashboard.subscribersOnly}
          </Title>
          {text && <Text>{text}</Text>}
          <Anchor href={`mailto:${contactEmail}`} fw={600}>
            {messages.dashboard.contact}
          </Anchor>
        </Stack>
      </Paper>
    </Box>
  );
}
