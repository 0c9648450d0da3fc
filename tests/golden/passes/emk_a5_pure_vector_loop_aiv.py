# ptoc: opt --backend 950 --passes=convert_to_ssa,infer_tile_memory_space,expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestPassthrough::test_pure_vector_inside_loop_becomes_aiv: vector ops inside a loop only: retyped AIV, the loop kept
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(4):
            x_tile = pl.load(x, [0], [64])
            y_tile = pl.add(x_tile, x_tile)
            out_0: pl.Tensor[[64], pl.FP32] = pl.store(y_tile, [0], out_0)
        return out_0
