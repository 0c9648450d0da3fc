# ptoc: run --backend 910B --in 0=iota --print 1 --print 2 --print 3
# New tensors filled in an orchestration function, run on the CPU: x [8, 16] is iota,
# x[i, j] = 16 i + j.
#   shifted: the kernel adds pl.tensor.full([8, 16], value=2.5) to x -> 16 i + j + 2.5.
#   minus:   the kernel adds pl.tensor.create(..., init_value=-1.0) (the reference's
#            AICPU pre-fill) to x -> 16 i + j - 1.
#   sevens:  an INT32 pl.tensor.full of 7 -> every element 7.
import pypto.language as pl


@pl.program
class OrchFull:
    @pl.function(type=pl.FunctionType.InCore)
    def add(
        self,
        a: pl.Tensor[[8, 16], pl.FP32],
        b: pl.Tensor[[8, 16], pl.FP32],
        dst: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        ta: pl.Tile[[8, 16], pl.FP32] = pl.tile.load(a, [0, 0], [8, 16])
        tb: pl.Tile[[8, 16], pl.FP32] = pl.tile.load(b, [0, 0], [8, 16])
        s: pl.Tile[[8, 16], pl.FP32] = pl.tile.add(ta, tb)
        dst = pl.tile.store(s, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[8, 16], pl.FP32],
        shifted: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
        minus: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
        sevens: pl.Out[pl.Tensor[[2, 8], pl.INT32]],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        half = pl.tensor.full([8, 16], dtype=pl.FP32, value=2.5)
        shifted = self.add(x, half, shifted)
        m = pl.tensor.create([8, 16], dtype=pl.FP32, init_value=-1.0)
        minus = self.add(x, m, minus)
        s = pl.tensor.full([2, 8], dtype=pl.INT32, value=7)
        sevens = pl.assemble(sevens, s, [0, 0])
        return shifted
