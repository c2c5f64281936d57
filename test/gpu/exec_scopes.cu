// Execution tests: the _block and _system variants (a representative subset
// of types and operations; the scope only changes which native atomic the
// leader lane issues).
#include "exec.cuh"
namespace wt {
void group_scopes(report& rep, const options& opt) {
  run_all_strategies<op_id::add, scope::block, int>(rep, opt);
  run_all_strategies<op_id::sub, scope::system, unsigned>(rep, opt);
  run_all_strategies<op_id::max, scope::block, unsigned long long>(rep, opt);
  run_all_strategies<op_id::xor_, scope::system, long long>(rep, opt);
  run_all_strategies<op_id::add, scope::system, double>(rep, opt);
  run_all_strategies<op_id::add, scope::block, float>(rep, opt);
}
}  // namespace wt
