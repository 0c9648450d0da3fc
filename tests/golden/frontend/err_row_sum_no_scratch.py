# ptoc: parse
# pl.row_sum of a tile without its scratch tile (the tensor form makes one itself): the
# arity error names the missing operand and how to make it, as the reference's message does.
import pypto.language as pl


@pl.program
class RowSumNoTmp:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        s = pl.tile.full([16, 1], dtype=pl.FP32, value=0.0)
        for i in pl.range(4):
            t = pl.load(x, [i * 16, 0], [16, 64])
            s = pl.add(s, pl.row_sum(t))
        out = pl.store(s, [0, 0], out)
        return out
