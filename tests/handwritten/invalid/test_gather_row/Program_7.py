# tests/ut/ir/transforms/test_gather_row.py::test_tile_create_transpose_rejects_non_mat (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tensor[[256, 128], pl.BF16]:
        # transpose on a Vec tile produces invalid Mat-ZN metadata — the CHECK
        # fires here at tile.create during tracing, before the return.
        pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Vec, transpose=True)
        return src
