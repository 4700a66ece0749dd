// The component every icon in this folder is made with (the others are written by scripts/make-icons.mjs).
import type { ReactNode, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number };
export type Icon = (props: IconProps) => ReactNode;

/** An outline icon on lucide's 24 px grid, stroked in the text's colour; `size` sets both sides. */
export function icon(name: string, shapes: ReactNode): Icon {
  function Icon({ size = 24, className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`}
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  return Icon;
}
