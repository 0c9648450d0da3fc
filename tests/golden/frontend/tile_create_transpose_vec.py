# ptoc: parse
# from test_gather_row: the reference rejects this program
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tensor[[256, 128], pl.BF16]:
        # transpose on a Vec tile produces invalid Mat-ZN metadata — the CHECK
        # fires here at tile.create during tracing, before the return.
        pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Vec, transpose=True)
        return src
