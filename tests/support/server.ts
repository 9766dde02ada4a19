export { startApp, freePort, type AppServer } from "@/lib/ops/server";
