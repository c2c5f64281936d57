//===- ReportCommand.h - `warpagg report DIR` ------------------------------===//
#ifndef WARPAGG_REPORTCOMMAND_H
#define WARPAGG_REPORTCOMMAND_H

namespace warpagg {

/// `warpagg report DIR [--format=sarif|html|json] [-o FILE]`: \p Argv[1] is
/// "report". Returns the exit status (ExitUsage for a bad record).
int runReportCommand(int Argc, const char **Argv);

} // namespace warpagg

#endif
