# tests/ut/codegen/test_prefetch_codegen.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class NonPrefetchArtifactProgram:
    """Control backend artifact that does not require SDMA runtime state."""

    @pl.function(type=pl.FunctionType.InCore)
    def plain(
        self,
        x: pl.Tensor[[1, 128], pl.FP32],
        out: pl.Tensor[[1, 128], pl.FP32],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        return pl.store(pl.load(x, [0, 0], [1, 128]), [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrate(self, x: pl.Tensor[[1, 128], pl.FP32]) -> pl.Tensor[[1, 128], pl.FP32]:
        out = pl.create_tensor([1, 128], dtype=pl.FP32)
        return self.plain(x, out)
