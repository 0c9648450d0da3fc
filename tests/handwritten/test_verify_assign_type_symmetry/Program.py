# tests/ut/ir/transforms/test_verify_assign_type_symmetry.py::test_parsed_clean_program_passes (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]],
    ) -> pl.Tensor[[16, 128], pl.BF16]:
        x_tile: pl.Tile[[16, 128], pl.BF16, pl.MemorySpace.Mat] = pl.load(
            x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat
        )
        out_0: pl.Tensor[[16, 128], pl.BF16] = pl.store(x_tile, [0, 0], out_0)
        return out_0
