# tests/ut/codegen/test_codegen_preconditions.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class _MultiOutProgram:
    """A kernel with two Out params that returns only one of them.

    Aliasing the orchestration result to the wrong Out param would silently
    route every downstream consumer into the scratch buffer (#1702/#1573).
    """

    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        scratch: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        s: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], scratch)
        t2: pl.Tile[[16, 16], pl.FP32] = pl.load(s, [0, 0], [16, 16])
        r: pl.Tensor[[16, 16], pl.FP32] = pl.store(t2, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        sc: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        d = self.kernel(a, sc, d)
        return d
