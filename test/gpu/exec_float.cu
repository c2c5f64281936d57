// Execution tests: add on float, double, __half, __half2, __nv_bfloat16,
// __nv_bfloat162 (the only operation CUDA has for floating types).
#include "exec.cuh"
namespace wt {
void group_float(report& rep, const options& opt) {
  run_all_strategies<op_id::add, scope::dev, float>(rep, opt);
  run_all_strategies<op_id::add, scope::dev, double>(rep, opt);
  run_all_strategies<op_id::add, scope::dev, __half>(rep, opt);
  run_all_strategies<op_id::add, scope::dev, __half2>(rep, opt);
  run_all_strategies<op_id::add, scope::dev, __nv_bfloat16>(rep, opt);
  run_all_strategies<op_id::add, scope::dev, __nv_bfloat162>(rep, opt);
}
}  // namespace wt
