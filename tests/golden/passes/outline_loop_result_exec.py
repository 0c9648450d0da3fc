# ptoc: compile --backend 910B --no-emit-loc
# A range loop carrying a tensor inside a CORE_GROUP scope: the kernel stores the
# loop's result (x + 2), not the tile of its initial value.
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[8, 64], pl.FP32]) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for b in pl.range(2):
                x = pl.tensor.adds(x, 1.0)
        return x
