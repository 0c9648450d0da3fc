# ptoc: compile --backend 950 --emit=orchestration
# The reference's test_fp4_slice_uses_x2_carrier_shape_and_offset: the runtime
# holds an FP4 tensor as byte pairs, so the view of this slice is [1, 4] at
# [0, 4] in pairs.  Until ptoc emits views in pairs it refuses the slice at
# its line rather than emit a view twice as wide.
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
