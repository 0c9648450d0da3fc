# tests/st/distributed/test_l3_manual.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class L2OnlyAddProgram:
    """L2 only: ``tile_add`` + ``chip_orch``. No HOST-level functions.

    ``ir.compile()`` returns a :class:`CompiledProgram` (not a
    :class:`DistributedCompiledProgram`) for this shape, and the chip
    artefacts land directly under ``output_dir/`` rather than under
    ``output_dir/next_levels/<name>/``.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def tile_add(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        f: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        tile_a = pl.load(a, [0, 0], [128, 128])
        tile_b = pl.load(b, [0, 0], [128, 128])
        tile_f = pl.add(tile_a, tile_b)
        return pl.store(tile_f, [0, 0], f)

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        f: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        # NOTE: must bind the call to a local; `return self.tile_add(...)` is
        # silently dropped by OrchestrationCodegen::VisitStmt_(ReturnStmtPtr)
        # (no-op), producing an empty chip orch that traps in AICPU sync
        # (RuntimeError 507018). Matches the test_l3_distributed.py shape.
        out_f = self.tile_add(a, b, f)
        return out_f
