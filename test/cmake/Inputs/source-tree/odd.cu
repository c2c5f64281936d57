// clang rejects the __host__ call in a __host__ __device__ function, which
// nvcc only warns about: warpagg cannot parse this file.
float scale(float x) { return 2 * x; }
__host__ __device__ float twice(float x) { return scale(x); }
__global__ void odd_sum(float *out, const float *in) { atomicAdd(out + (threadIdx.x & 7), twice(in[threadIdx.x])); }
