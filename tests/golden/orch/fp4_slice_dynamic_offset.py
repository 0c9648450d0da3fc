# ptoc: compile --backend 950 --emit=orchestration
# The reference's test_fp4_slice_dynamic_offset_checks_alignment_before_conversion:
# a runtime last-axis offset into a packed FP4 tensor is asserted even before it
# is halved to carriers (an odd one would start on a byte's second nibble).
import pypto.language as pl


@pl.program
class Fp4DynamicSliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[8, 16], pl.FP4],
        logical_offset: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[1, 8], pl.FP4]:
        chunk: pl.Tensor[[1, 8], pl.FP4] = pl.slice(data, [1, 8], [0, logical_offset])
        return chunk
