# tests/st/runtime/framework_and_models/test_ci.py::<module> (hand-written)
import pypto.language as pl

ROWS = 1
COLS = 32


@pl.program
class CiUint16AscendProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        output: pl.Out[pl.Tensor[[ROWS, COLS], pl.UINT16]],
    ) -> pl.Tensor[[ROWS, COLS], pl.UINT16]:
        seq: pl.Tile[[ROWS, COLS], pl.UINT16] = pl.tile.ci(0, [ROWS, COLS], dtype=pl.UINT16)
        out: pl.Tensor[[ROWS, COLS], pl.UINT16] = pl.store(seq, offsets=[0, 0], output_tensor=output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        output: pl.Out[pl.Tensor[[ROWS, COLS], pl.UINT16]],
    ) -> pl.Tensor[[ROWS, COLS], pl.UINT16]:
        output = self.kernel(output)
        return output
