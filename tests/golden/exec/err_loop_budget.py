# ptoc: run --max-steps 1000
# exit: 1
# An orchestration loop that never ends stops at the step budget, with an error at the loop.
import pypto.language as pl

@pl.program
class Forever:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        for (w,) in pl.while_(init_values=(n,)):
            pl.cond(w < 100)
            w2 = pl.yield_(w * 2)
        return w2
