// HTML attributes React passes through as written but @types/react does not know yet: invoker
// commands (a button opens or closes a <dialog> with no script) and a dialog's light dismiss.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}
