import { ResponsivePie } from '@nivo/pie';

export interface Slice {
  id: string;
  label: string;
  value: number;
}

/** Treatment lines as a doughnut, cutout 85 %. */
export default function Doughnut({ slices, colors }: { slices: Slice[]; colors: string[] }) {
  return (
    <ResponsivePie
      data={slices}
      innerRadius={0.85}
      padAngle={1}
      cornerRadius={2}
      colors={colors}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      enableArcLabels={false}
      enableArcLinkLabels={false}
      animate={false}
      isInteractive
    />
  );
}
