# ptoc: run --backend 910B --in 0=iota --print 1
# tensor.view to a new shape of a column window of x in an orchestration function: the
# window's rows are 8 of x's 16 columns, not one dense block of 64 elements, which a
# runtime reshape needs (the reference's runtime Tensor::reshape requires it too).
import pypto.language as pl


@pl.program
class ViewNotDense:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]
    ) -> pl.Tensor[[1, 1], pl.FP32]:
        w = pl.slice(x, [8, 8], [0, 4])
        flat = pl.tensor.view(w, [64])
        v = pl.tensor.read(flat, [1])
        out = pl.tensor.write(out, [0, 0], v)
        return out
