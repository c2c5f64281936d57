// Grid-wide sum with a warp-shuffle reduction and one atomic per warp or per
// block: the pattern that is already aggregated by hand. warpagg must leave
// every atomic here alone (and say why); the rewritten program is expected to
// run as fast as the original.
//
//   grid_reduction [warp|block]      (default: warp)
//
//   warp   shuffle-reduce in each warp, lane 0 adds the warp's sum to the
//          global total;
//   block  shuffle-reduce in each warp, lane 0 adds to a shared-memory block
//          sum, thread 0 adds the block's sum to the global total.
//
// 2^26 random 32-bit values, summed exactly in 64 bits.
#include "example_support.h"

#include <string>

constexpr int kN = 1 << 26;

__device__ inline unsigned long long warp_sum(unsigned long long v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__device__ inline unsigned long long thread_sum(const unsigned int* in, int n) {
  unsigned long long sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    sum += in[i];
  return sum;
}

__global__ void reduce_per_warp(const unsigned int* __restrict__ in, int n,
                                unsigned long long* out) {
  const unsigned long long sum = warp_sum(thread_sum(in, n));
  const unsigned lane = threadIdx.x % 32;
  if (lane == 0) atomicAdd(out, sum);
}

__global__ void reduce_per_block(const unsigned int* __restrict__ in, int n,
                                 unsigned long long* out) {
  __shared__ unsigned long long block_sum;
  if (threadIdx.x == 0) block_sum = 0;
  __syncthreads();
  const unsigned long long sum = warp_sum(thread_sum(in, n));
  if (threadIdx.x % 32 == 0) atomicAdd(&block_sum, sum);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(out, block_sum);
}

int main(int argc, char** argv) {
  const std::string variant = argc > 1 ? argv[1] : "warp";
  if (variant != "warp" && variant != "block") {
    std::fprintf(stderr, "usage: %s [warp|block]\n", argv[0]);
    return 2;
  }
  example::print_device();
  std::printf("n=%d variant=%s\n", kN, variant.c_str());

  example::Rng rng(99);
  std::vector<unsigned int> in(kN);
  for (auto& v : in) v = static_cast<unsigned int>(rng.next() >> 32);

  example::DeviceBuffer<unsigned int> d_in(in);
  example::DeviceBuffer<unsigned long long> d_out(1);
  int dev = 0, sms = 0;
  CUDA_CHECK(cudaGetDevice(&dev));
  CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  const unsigned threads = 256, blocks = 8 * sms;  // grid-stride loop
  const float ms = example::time_median_ms(
      [&] { d_out.zero(); },
      [&] {
        if (variant == "warp")
          reduce_per_warp<<<blocks, threads>>>(d_in.get(), kN, d_out.get());
        else
          reduce_per_block<<<blocks, threads>>>(d_in.get(), kN, d_out.get());
      });

  unsigned long long expected = 0;
  for (unsigned int v : in) expected += v;
  const unsigned long long got = d_out.download()[0];
  std::printf("sum=%llu expected=%llu\n", got, expected);
  return example::report(ms, got == expected);
}
