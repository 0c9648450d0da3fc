# ptoc: compile --backend 950 --no-emit-loc
# tensor.view inside an InCore kernel: the [4, 64] input seen as [16, 16] and the [256]
# output seen as [16, 16] are each a pto.make_tensor_view of the view's own shape and packed
# strides over the viewed parameter's pointer; the loads and stores partition those views.
# x gets no tensor view of its own shape (only its pointer is used); out, returned, does.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def twice(self, x: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[256], pl.FP32]]) -> pl.Tensor[[256], pl.FP32]:
        xv: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.view(x, [16, 16])
        ov: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.view(out, [16, 16])
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(xv, [0, 0], [16, 16])
        s: pl.Tile[[16, 16], pl.FP32] = pl.tile.add(t, t)
        ov2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], ov)
        return out

    @pl.function
    def main(self, x: pl.Tensor[[4, 64], pl.FP32]) -> pl.Tensor[[256], pl.FP32]:
        out = pl.create_tensor([256], dtype=pl.FP32)
        y = self.twice(x, out)
        return y
