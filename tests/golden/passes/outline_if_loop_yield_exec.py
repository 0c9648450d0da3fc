# ptoc: compile --backend 910B --no-emit-loc
# outline_if_loop_yield with a body that writes w from v: the kernel stores v + 1 into w.
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[8, 64], pl.FP32], w: pl.Tensor[[8, 64], pl.FP32], v: pl.Tensor[[8, 64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                t = pl.tensor.assemble(w, pl.tensor.adds(v, 1.0), [0, 0])
                if n > 0:
                    x = t
                else:
                    x = t
        return x
