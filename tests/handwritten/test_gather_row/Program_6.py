# tests/ut/ir/transforms/test_gather_row.py::test_gather_row_survives_full_pipeline (hand-written)
import pypto.language as pl

transpose = False
rows = 16
head_dim = 128
nsrc = 256
acc_shape = [rows, head_dim]


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, src: pl.Tensor[[nsrc, head_dim], pl.BF16]) -> pl.Tensor[acc_shape, pl.BF16]:
        kv = pl.create_l1(acc_shape, pl.BF16, transpose=transpose)
        for r in pl.range(rows):
            if transpose:
                # GM row [r, :] lands as the L1 column [:, r].
                kv = pl.gather_row(kv, src, [0, r], [r, 0], [1, head_dim], transpose=True)
            else:
                kv = pl.gather_row(kv, src, [r, 0], [r, 0], [1, head_dim])
        return kv

    @pl.function
    def main(self, src: pl.Tensor[[nsrc, head_dim], pl.BF16]) -> pl.Tensor[acc_shape, pl.BF16]:
        r = self.kernel(src)
        return r
