# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestSubmitCallSiteUpdate::test_submit_call_site_gets_tensor_create (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x__tile = pl.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        y__tile = pl.tile.add(x__tile, x__tile)
        ret0__store = pl.store(y__tile, [0], ret0__out)
        return ret0__store

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            ret0__out = pl.create_tensor([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            a, a_tid = pl.submit(self.kernel, x, ret0__out)
        return a
