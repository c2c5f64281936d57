// Execution tests: add on float2 and float4 (CUDA 13's vector atomicAdd,
// sm_90+, global memory only), every strategy and scope; compared per
// component. On device code built for an older architecture the calls are
// compiled out and the group reports itself skipped.
#include "exec.cuh"
namespace wt {
namespace {
__global__ void vector_probe(int* compiled) { *compiled = !compiled_out<float2>() && !compiled_out<float4>(); }
}  // namespace

void group_vector(report& rep, const options& opt) {
  int* d_compiled;
  int compiled = 0;
  CUDA_CHECK(cudaMalloc(&d_compiled, sizeof(int)));
  vector_probe<<<1, 1>>>(d_compiled);
  CUDA_CHECK_LAUNCH();
  CUDA_CHECK(cudaMemcpy(&compiled, d_compiled, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(d_compiled));
  if (!compiled) {
    std::printf("note: float2/float4 tests skipped: device code built for an architecture below sm_90\n");
    return;
  }
  run_all_strategies<op_id::add, scope::dev, float2>(rep, opt);
  run_all_strategies<op_id::add, scope::dev, float4>(rep, opt);
  run_all_strategies<op_id::add, scope::block, float2>(rep, opt);
  run_all_strategies<op_id::add, scope::system, float4>(rep, opt);
}
}  // namespace wt
