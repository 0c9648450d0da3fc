# ptoc: run --backend 910B --in 0=iota --print 1
# tensor.view with both a new shape and a new layout in an orchestration function: the
# runtime's reshape of a tensor is row-major and its tensors carry no layout, so the
# reference's orchestration lowering refuses it too (view it in the kernel instead).
import pypto.language as pl


@pl.program
class ViewShapeAndLayout:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]
    ) -> pl.Tensor[[1, 1], pl.FP32]:
        xv = pl.tensor.view(x, [16, 8], layout=pl.TensorLayout.DN)
        v = pl.tensor.read(xv, [0, 1])
        out = pl.tensor.write(out, [0, 0], v)
        return out
