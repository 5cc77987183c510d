import { Link } from '@tanstack/react-router';
import { messages } from '@/messages/catalogue';
import { plain } from './plain/Plain';

/** An unknown address: shown at the root, so plain (ui/plain, decision 0027). */
export function NotFound() {
  return (
    <div className={plain.container}>
      <div className={plain.stack}>
        <h2 className={plain.title}>{messages.fatal.notFoundTitle}</h2>
        <p className={plain.text}>{messages.fatal.notFoundText}</p>
        <div>
          <Link to="/" className={plain.button}>
            {messages.fatal.backHome}
          </Link>
        </div>
      </div>
    </div>
  );
}
