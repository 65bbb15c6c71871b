// The product's illustrations, drawn on a 120 × 120 grid from the theme's
// illustration colours. Each has a still part and a part that moves.
import { IllustrationFrame, colour } from './Illustration';
import type { IllustrationProps } from './Illustration';

const dots = (x: number, y: number, count: number, fill: string = colour.outline, gap = 10) =>
  Array.from({ length: count }, (_, i) => <circle key={i} cx={x + i * gap} cy={y} r="3" fill={fill} />);

const stroke = { fill: 'none', stroke: colour.outline, strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const check = (d: string) => <path d={d} fill="none" stroke="white" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />;

const padlock = (x: number, y: number, fill: string = colour.accentStrong) => (
  <g>
    <path d={`M${x + 6} ${y} v-8 a10 10 0 0 1 20 0 v8`} {...stroke} />
    <rect x={x} y={y} width="32" height="26" rx="4" fill={fill} />
    <circle cx={x + 16} cy={y + 12} r="3.5" fill="white" />
  </g>
);

const cloud = (x: number, y: number, scale = 1, fill: string = colour.muted) => (
  <path
    transform={`translate(${x} ${y}) scale(${scale})`}
    d="M20 50a16 16 0 0 1 4-31.5A22 22 0 0 1 66 16a18 18 0 0 1 6 34z"
    fill={fill}
    stroke={colour.outline}
    strokeWidth="3"
    strokeLinejoin="round"
  />
);

export function CloudKeyIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-cloud-key',
        motion: 'float',
        duration: 3000,
        still: cloud(14, 24, 1.25),
        moving: (
          <g>
            <circle cx="48" cy="60" r="11" fill={colour.warm} stroke={colour.outline} strokeWidth="3" />
            <path d="M59 60h28M79 60v9M87 60v7" {...stroke} />
          </g>
        ),
      }}
    />
  );
}

export function PasswordChatIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-password-chat',
        motion: 'pulse',
        duration: 2500,
        still: padlock(10, 66),
        moving: (
          <g>
            <path d="M48 22h58a6 6 0 0 1 6 6v26a6 6 0 0 1-6 6H66l-12 10v-10h-6a6 6 0 0 1-6-6V28a6 6 0 0 1 6-6z" fill="white" stroke={colour.outline} strokeWidth="3" />
            {dots(56, 41, 5)}
          </g>
        ),
      }}
    />
  );
}

export function EmailCodeIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-email-code',
        motion: 'float',
        duration: 3500,
        still: (
          <g>
            <rect x="10" y="36" width="72" height="52" rx="5" fill="white" stroke={colour.outline} strokeWidth="3" />
            <path d="M12 40l34 26 34-26" {...stroke} />
          </g>
        ),
        moving: (
          <g>
            <rect x="48" y="14" width="60" height="24" rx="12" fill={colour.accent} />
            {dots(60, 26, 4, 'white', 12)}
            <path d="M92 60h18m-8-8 8 8-8 8" {...stroke} stroke={colour.accentStrong} />
          </g>
        ),
      }}
    />
  );
}

export function PhoneCodeIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-phone-code',
        motion: 'swing',
        duration: 2500,
        still: (
          <g>
            <rect x="30" y="10" width="48" height="96" rx="8" fill="white" stroke={colour.outline} strokeWidth="3" />
            <rect x="38" y="44" width="32" height="14" rx="4" fill={colour.muted} />
            {dots(44, 51, 3, colour.outline, 10)}
          </g>
        ),
        moving: padlock(70, 74, colour.fancy),
      }}
    />
  );
}

export function LightbulbIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-lightbulb',
        motion: 'pulse',
        duration: 2000,
        still: <path d="M48 94h24M50 104h20" {...stroke} />,
        moving: (
          <g>
            <path d="M60 14a30 30 0 0 0-18 54c4 3 6 8 6 14v4h24v-4c0-6 2-11 6-14a30 30 0 0 0-18-54z" fill={colour.warm} stroke={colour.outline} strokeWidth="3" />
            <path d="M54 70l6-14 6 14" {...stroke} />
          </g>
        ),
      }}
    />
  );
}

export function BellIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-bell',
        motion: 'swing',
        duration: 1500,
        still: <circle cx="60" cy="98" r="8" fill={colour.outline} />,
        moving: (
          <g>
            <path d="M60 16a6 6 0 0 1 6 6v2a26 26 0 0 1 20 25v22l10 12H24l10-12V49a26 26 0 0 1 20-25v-2a6 6 0 0 1 6-6z" fill={colour.accent} stroke={colour.outline} strokeWidth="3" strokeLinejoin="round" />
            <circle cx="88" cy="30" r="9" fill={colour.fancy} />
          </g>
        ),
      }}
    />
  );
}

export function RecoveryDocumentIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-recovery-document',
        motion: 'pop',
        duration: 2000,
        still: (
          <g>
            <path d="M22 10h50l20 20v80H22z" fill="white" stroke={colour.outline} strokeWidth="3" strokeLinejoin="round" />
            <path d="M72 10v20h20" {...stroke} />
            {dots(34, 48, 5)}
            {dots(34, 64, 5)}
            {dots(34, 80, 3)}
          </g>
        ),
        moving: (
          <g>
            <circle cx="90" cy="88" r="20" fill={colour.accentStrong} />
            <path d="M84 80l-7 8 7 8M96 80l7 8-7 8" fill="none" stroke="white" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </g>
        ),
      }}
    />
  );
}

export function ConnectedDevicesIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-connected-devices',
        motion: 'float',
        duration: 4000,
        still: (
          <g>
            <rect x="20" y="20" width="80" height="54" rx="5" fill="white" stroke={colour.outline} strokeWidth="3" />
            <path d="M50 90h20M60 74v16" {...stroke} />
            <rect x="4" y="64" width="22" height="40" rx="4" fill={colour.muted} stroke={colour.outline} strokeWidth="3" />
            <rect x="94" y="64" width="22" height="40" rx="4" fill={colour.muted} stroke={colour.outline} strokeWidth="3" />
          </g>
        ),
        moving: (
          <g fill={colour.fancy}>
            <path d="M48 42a6 6 0 0 1 10-4 6 6 0 0 1 10 4c0 7-10 12-10 12s-10-5-10-12z" />
            <path d="M72 34a4 4 0 0 1 6-3 4 4 0 0 1 6 3c0 5-6 8-6 8s-6-3-6-8z" />
          </g>
        ),
      }}
    />
  );
}

export function SuccessPillIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-success-pill',
        motion: 'pop',
        duration: 1500,
        still: null,
        moving: (
          <g>
            <rect x="14" y="38" width="92" height="44" rx="22" fill={colour.success} />
            {check('M44 60l10 10 22-20')}
          </g>
        ),
      }}
    />
  );
}

export function SyncArrowsIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-sync-arrows',
        motion: 'spin',
        duration: 5000,
        still: null,
        moving: (
          <g fill="none" stroke={colour.accentStrong} strokeWidth="8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M28 54a34 34 0 0 1 60-18" />
            <path d="M92 22v16H76" />
            <path d="M92 66a34 34 0 0 1-60 18" />
            <path d="M28 98V82h16" />
          </g>
        ),
      }}
    />
  );
}

export function CopiedCodeIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-copied-code',
        motion: 'float',
        duration: 3000,
        still: (
          <g>
            <rect x="20" y="20" width="64" height="88" rx="6" fill="white" stroke={colour.outline} strokeWidth="3" />
            <rect x="38" y="12" width="28" height="16" rx="4" fill={colour.muted} stroke={colour.outline} strokeWidth="3" />
            <path d="M32 50h40M32 64h40M32 78h24" {...stroke} stroke={colour.muted} />
          </g>
        ),
        moving: (
          <g>
            <rect x="56" y="64" width="58" height="28" rx="14" fill={colour.accentStrong} />
            {dots(70, 78, 4, 'white', 10)}
          </g>
        ),
      }}
    />
  );
}

export function DevicesCodeIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-devices-code',
        motion: 'pulse',
        duration: 3000,
        still: (
          <g>
            <rect x="36" y="30" width="70" height="46" rx="4" fill="white" stroke={colour.outline} strokeWidth="3" />
            <path d="M26 84h90" {...stroke} />
            <rect x="8" y="44" width="26" height="48" rx="5" fill="white" stroke={colour.outline} strokeWidth="3" />
          </g>
        ),
        moving: (
          <g {...stroke} stroke={colour.accentStrong} strokeWidth={5}>
            <path d="M62 44l-10 9 10 9M80 44l10 9-10 9" />
            <path d="M18 62l-4 6 4 6M24 62l4 6-4 6" strokeWidth={3} />
          </g>
        ),
      }}
    />
  );
}

export function SyncCloudsIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-sync-clouds',
        motion: 'float',
        duration: 4500,
        still: (
          <g>
            {cloud(0, 14, 0.7)}
            {cloud(52, 62, 0.7, colour.accent)}
          </g>
        ),
        moving: (
          <g {...stroke} stroke={colour.accentStrong} strokeWidth={4}>
            <path d="M40 64c6 10 14 14 24 14m-6-6 6 6-6 6" />
            <path d="M84 56c-4-10-12-14-22-14m6-6-6 6 6 6" />
          </g>
        ),
      }}
    />
  );
}

export function PasswordChangedIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame
      {...props}
      definition={{
        labelId: 'illustrations-password-changed',
        motion: 'pop',
        duration: 2000,
        still: (
          <g>
            <path d="M38 54V38a22 22 0 0 1 44 0v16" {...stroke} strokeWidth={6} />
            <rect x="26" y="54" width="68" height="54" rx="8" fill={colour.accentStrong} />
          </g>
        ),
        moving: (
          <g>
            <circle cx="60" cy="81" r="16" fill={colour.success} />
            {check('M52 81l6 6 11-11')}
          </g>
        ),
      }}
    />
  );
}

/** Every illustration by name, for galleries and tests. */
export const ILLUSTRATIONS = {
  CloudKeyIllustration,
  PasswordChatIllustration,
  EmailCodeIllustration,
  PhoneCodeIllustration,
  LightbulbIllustration,
  BellIllustration,
  RecoveryDocumentIllustration,
  ConnectedDevicesIllustration,
  SuccessPillIllustration,
  SyncArrowsIllustration,
  CopiedCodeIllustration,
  DevicesCodeIllustration,
  SyncCloudsIllustration,
  PasswordChangedIllustration,
} as const;
