# ptoc: run --backend 910B --in 0=iota --print 1
# tensor.view to a new shape of a transposed tensor in an orchestration function: swapping
# the last two axes makes x's transpose a DN tensor, and a view to a new shape is a
# row-major reshape, of an ND tensor only (the reference's orchestration lowering
# refuses it likewise).
import pypto.language as pl


@pl.program
class ViewShapeOfDn:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]
    ) -> pl.Tensor[[1, 1], pl.FP32]:
        xt = pl.transpose(x, 0, 1)
        flat = pl.tensor.view(xt, [128])
        v = pl.tensor.read(flat, [1])
        out = pl.tensor.write(out, [0, 0], v)
        return out
