# ptoc: run --backend 910B --in 0=iota --in 1=const:1 --print 2
# An Out parameter carried through an orchestration loop of CORE_GROUP scopes
# and rebound in each without pl.assemble, then returned: the loop's final
# value lands in the Out parameter (each trip's kernel writes the loop's carry
# of it).  x [16, 16]
# is iota (x[i, k] = 16 i + k), y is all ones and c starts at zero, so each
# trip adds (x @ y)[i, j] = sum over k of (16 i + k) = 256 i + 120, and after
# four trips c[i, j] = 1024 i + 480 (row 0: 480, row 15: 15840).
import pypto.language as pl


@pl.program
class OutRebindLoop:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[16, 16], pl.FP32],
        c: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        for k in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                c = pl.add(pl.matmul(x, y), c)
        return c
