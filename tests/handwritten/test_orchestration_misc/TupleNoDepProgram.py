# tests/ut/codegen/test_orchestration_misc.py::TestTupleReturnNoDepAliasing::test_no_dep_on_tuple_out_param_preserves_alias (hand-written)
import pypto.language as pl


@pl.program
class TupleNoDepProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_pair(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        out_s: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        s: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, b_tile)
        d: pl.Tile[[16, 16], pl.FP32] = pl.sub(a_tile, b_tile)
        rs: pl.Tensor[[16, 16], pl.FP32] = pl.store(s, [0, 0], out_s)
        rd: pl.Tensor[[16, 16], pl.FP32] = pl.store(d, [0, 0], out_d)
        return rs, rd

    @pl.function(type=pl.FunctionType.AIV)
    def kernel_consume(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, b_tile)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        result: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        y: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        # ``pl.no_dep(y)`` rewrites the y slot's ArgDirection to NoDep
        # on a multi-output (tuple-returning) non-submit call. The
        # codegen must still treat y as a writer — otherwise the
        # downstream `kernel_consume(x, y, ...)` would reference an
        # undeclared y.
        x, y = self.kernel_pair(a, b, x, pl.no_dep(y))
        result = self.kernel_consume(x, y, result)
        return result
