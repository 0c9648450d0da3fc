# ptoc: compile --backend 950 --emit=orchestration
# The reference's test_fp4_slice_rejects_odd_packed_axis_offset: a packed FP4
# tensor holds two elements a byte, so a view starting at an odd last-axis
# offset would begin on a byte's second nibble.
import pypto.language as pl


@pl.program
class Fp4OddSliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[8, 16], pl.FP4],
    ) -> pl.Tensor[[1, 8], pl.FP4]:
        chunk: pl.Tensor[[1, 8], pl.FP4] = pl.slice(data, [1, 8], [0, 7])
        return chunk
