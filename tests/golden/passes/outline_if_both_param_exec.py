# ptoc: compile --backend 910B --no-emit-loc
# outline_if_both_param compiled: the kernel stores the tile the taken branch assembled
# (x + 1 or x + 2) back into x, not the tile of x loaded before the if.
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[8, 64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            if n > 0:
                y = pl.tensor.assemble(x, pl.tensor.adds(x, 1.0), [0, 0])
            else:
                y = pl.tensor.assemble(x, pl.tensor.adds(x, 2.0), [0, 0])
        return y
