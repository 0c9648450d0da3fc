# ptoc: opt --passes=convert_tensor_to_tile_ops
# A while loop whose condition reads the tensor it carries, and whose body turns that
# tensor into a tile (an add on a slice of it): the carry becomes a tile loaded from w
# before the loop, the slice a view of it, and the condition's pl.tensor.read of the carry
# a pl.tile.read of the carried tile, evaluated before every trip as the tensor read was.
import pypto.language as pl


@pl.program
class WhileCondReadsCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, w: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        for (v,) in pl.while_(init_values=(w,)):
            pl.cond(pl.tensor.read(v, [0, 1]) < 5.0)
            s: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(v, [16, 64], [0, 0])
            v2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(s, 1.0)
            v_rv: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(v2)
        return v_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, w: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        r: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(w)
        return r
