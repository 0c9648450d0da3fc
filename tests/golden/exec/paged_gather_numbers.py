# ptoc: run --backend 910B --in 0=iota --in 1={dir}/paged_gather_numbers_idx.npy --in 2={dir}/paged_gather_numbers_bt.npy --print 3 --print 4
# pl.paged_gather run on the CPU: src [32, 16] is iota (src[r, c] = 16 r + c),
# block_size 4, block table bt = [2, 0, 7, 1, 5, 3, 6, 4], indices
# idx = [0, 5, 2, 31, 7, 9, 12, 3, 17, 30, 22, 4, 26, 11, 19, 8].
# Index i selects the physical row p = bt[idx // 4] * 4 + idx % 4:
#   idx  0 5 2 31  7  9 12  3 17 30 22 4 26 11 19  8
#   p    8 1 10 19 3 29  4 11 21 18 14 0 26 31 23 28
# so row i of out is src[p] = 16 p + c (128.., 16.., 160.., 304.., ...), and
# out_t (is_trans) is its transpose: out_t[c, i] = 16 p_i + c.
import pypto.language as pl


@pl.program
class PagedGatherNumbers:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[32, 16], pl.FP32],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        out = pl.paged_gather(src, idx, bt, block_size=4, size=16, max_indices=16)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_t(
        self,
        src: pl.Tensor[[32, 16], pl.FP32],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        out = pl.paged_gather(src, idx, bt, block_size=4, size=16, max_indices=16, is_trans=True)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[32, 16], pl.FP32],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_t: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        r = self.kernel(src, idx, bt)
        out = pl.assemble(out, r, [0, 0])
        rt = self.kernel_t(src, idx, bt)
        out_t = pl.assemble(out_t, rt, [0, 0])
        return out, out_t
