// Execution tests: int and unsigned, all seven operations.
#include "exec.cuh"
namespace wt {
void group_int32(report& rep, const options& opt) {
#define WT_OPS(T)                                   \
  run_all_strategies<op_id::add, scope::dev, T>(rep, opt); \
  run_all_strategies<op_id::sub, scope::dev, T>(rep, opt); \
  run_all_strategies<op_id::min, scope::dev, T>(rep, opt); \
  run_all_strategies<op_id::max, scope::dev, T>(rep, opt); \
  run_all_strategies<op_id::and_, scope::dev, T>(rep, opt); \
  run_all_strategies<op_id::or_, scope::dev, T>(rep, opt); \
  run_all_strategies<op_id::xor_, scope::dev, T>(rep, opt);
  WT_OPS(int)
  WT_OPS(unsigned)
#undef WT_OPS
}
}  // namespace wt
