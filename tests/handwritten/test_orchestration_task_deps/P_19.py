# tests/ut/codegen/test_orchestration_task_deps.py::test_spmd_submit_emits_launch_spec_and_captures_task_id (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def producer(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        bi = pl.tile.get_block_idx()
        off = bi * 128
        t = pl.load(x, [off, 0], [128, 128])
        out = pl.store(t, [off, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consumer(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        t = pl.load(x, [0, 0], [128, 128])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.manual_scope():
            scratch = pl.create_tensor([512, 128], dtype=pl.FP32)
            scratch, tid = pl.spmd_submit(self.producer, x, scratch, core_num=4, sync_start=True)
            out, _ = pl.spmd_submit(self.consumer, scratch, out, core_num=2, deps=[tid])
        return out
