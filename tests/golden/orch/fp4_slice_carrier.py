# ptoc: compile --backend 950 --emit=orchestration
# The reference's test_fp4_slice_uses_x2_carrier_shape_and_offset: the runtime
# holds an FP4 tensor as x2 carriers (two elements a byte along the last axis),
# so the view of elements [0:1, 8:16] is [1, 4] carriers at [0, 4].
import pypto.language as pl


@pl.program
class Fp4SliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[8, 16], pl.FP4],
    ) -> pl.Tensor[[1, 8], pl.FP4]:
        chunk: pl.Tensor[[1, 8], pl.FP4] = pl.slice(data, [1, 8], [0, 8])
        return chunk
