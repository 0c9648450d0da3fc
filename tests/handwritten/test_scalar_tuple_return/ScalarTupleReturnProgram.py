# tests/st/runtime/control_flow/test_scalar_tuple_return.py::ScalarTupleReturnTestCase::get_program (hand-written)
import pypto.language as pl

_ROWS = 16
_COLS = 16
rows = _ROWS
cols = _COLS


@pl.program
class ScalarTupleReturnProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def producer(
        self,
        a: pl.Tensor[[rows, cols], pl.FP32],
        base: pl.Scalar[pl.INDEX],
        mid: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
    ) -> tuple[pl.Tensor[[rows, cols], pl.FP32], pl.Scalar[pl.INDEX]]:
        """Copy ``a`` into ``mid`` and return it together with ``base * 2``."""
        at = pl.load(a, [0, 0], [rows, cols], target_memory=pl.MemorySpace.Vec)
        rt = pl.store(at, [0, 0], mid)
        off: pl.Scalar[pl.INDEX] = base * 2
        return rt, off

    @pl.function(type=pl.FunctionType.InCore)
    def consumer(
        self,
        mid: pl.Tensor[[rows, cols], pl.FP32],
        b: pl.Tensor[[rows, cols], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        c: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        """Add ``mid`` and ``b`` over the valid region ``[rows, n]``."""
        mt = pl.load(mid, [0, 0], [rows, cols], valid_shapes=[rows, n])
        bt = pl.load(b, [0, 0], [rows, cols], valid_shapes=[rows, n])
        result = pl.add(mt, bt)
        out = pl.store(result, [0, 0], c)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[rows, cols], pl.FP32],
        b: pl.Tensor[[rows, cols], pl.FP32],
        base_t: pl.Tensor[[1], pl.INDEX],
        mid: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
        c: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        base: pl.Scalar[pl.INDEX] = pl.tensor.read(base_t, [0])
        # producer returns (mid_written, off=base*2); off has no Out slot
        # and must be re-materialized at the call site.
        t, off = self.producer(a, base, mid)
        c_out = self.consumer(t, b, off, c)
        return c_out
