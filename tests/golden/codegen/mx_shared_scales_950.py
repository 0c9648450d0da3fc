# ptoc: compile --backend 950 --no-emit-loc
# The reference's test_insert_mx_scale_addr.py test_shared_scales_across_mx_consumers_get_fresh_bindings
# compiled to the end: matmul_mx and matmul_mx_acc read the same scale tiles, and each binds them
# afresh.  A binding (pto.tget_scale_addr) rewrites the scale tile's address, not its data, so the
# second binding works on the tile the first one bound: no copy of the scale tile is made (ptoas
# has no scaling-to-scaling tmov), and the bindings' results are the scale tiles themselves.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP8E4M3FN],
        a_s: pl.Tensor[[16, 2], pl.FP8E8M0, pl.MX_A_ZZ],
        b: pl.Tensor[[64, 32], pl.FP8E4M3FN],
        b_s: pl.Tensor[[2, 32], pl.FP8E8M0, pl.MX_B_NN],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        ta = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        tas = pl.load(a_s, [0, 0], [16, 2], target_memory=pl.Mem.Mat)
        tb = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        tbs = pl.load(b_s, [0, 0], [2, 32], target_memory=pl.Mem.Mat)
        acc = pl.matmul_mx(ta, tas, tb, tbs)
        result = pl.matmul_mx_acc(acc, ta, tas, tb, tbs)
        stored = pl.store(result, [0, 0], out)
        return stored

    @pl.function
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP8E4M3FN],
        a_s: pl.Tensor[[16, 2], pl.FP8E8M0, pl.MX_A_ZZ],
        b: pl.Tensor[[64, 32], pl.FP8E4M3FN],
        b_s: pl.Tensor[[2, 32], pl.FP8E8M0, pl.MX_B_NN],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        out = pl.create_tensor([16, 32], dtype=pl.FP32)
        return self.kernel(a, a_s, b, b_s, out)
