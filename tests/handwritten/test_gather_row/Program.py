# tests/ut/ir/transforms/test_gather_row.py::test_create_l1_lowers_to_mat_tile (hand-written)
import pypto.language as pl

dst0 = [0, 0]
transpose = False
acc_shape = [16, 128]
dst1 = [1, 0]


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tensor[acc_shape, pl.BF16]:
        kv0 = pl.create_l1(acc_shape, pl.BF16, transpose=transpose)
        kv1 = pl.gather_row(kv0, src, dst0, [0, 0], [1, 128], transpose=transpose)
        kv2 = pl.gather_row(kv1, src, dst1, [1, 0], [1, 128], transpose=transpose)
        return kv2

    @pl.function
    def main(self, src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tensor[acc_shape, pl.BF16]:
        r = self.kernel(src)
        return r
